<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="just_run_tiles" tilewidth="256" tileheight="256" tilecount="64" columns="8">
 <image source="../art/just_run/tiles.png" width="2048" height="2048"/>
 <tile id="0">
  <properties>
   <property name="name" value="Lobby"/>
   <property name="tile" value="room_00"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="name" value="Boiler Room"/>
   <property name="tile" value="room_01"/>
  </properties>
 </tile>
 <tile id="2">
  <properties>
   <property name="name" value="Laundry"/>
   <property name="tile" value="room_02"/>
  </properties>
 </tile>
 <tile id="3">
  <properties>
   <property name="name" value="Break Room"/>
   <property name="tile" value="room_03"/>
  </properties>
 </tile>
 <tile id="4">
  <properties>
   <property name="name" value="Storage Closet"/>
   <property name="tile" value="room_04"/>
  </properties>
 </tile>
 <tile id="5">
  <properties>
   <property name="name" value="Office"/>
   <property name="tile" value="room_05"/>
  </properties>
 </tile>
 <tile id="6">
  <properties>
   <property name="name" value="Records Room"/>
   <property name="tile" value="room_06"/>
  </properties>
 </tile>
 <tile id="7">
  <properties>
   <property name="name" value="Stairwell"/>
   <property name="tile" value="room_07"/>
  </properties>
 </tile>
 <tile id="8">
  <properties>
   <property name="name" value="Janitor's Closet"/>
   <property name="tile" value="room_08"/>
  </properties>
 </tile>
 <tile id="9">
  <properties>
   <property name="name" value="Cafeteria"/>
   <property name="tile" value="room_09"/>
  </properties>
 </tile>
 <tile id="10">
  <properties>
   <property name="name" value="Kitchen"/>
   <property name="tile" value="room_10"/>
  </properties>
 </tile>
 <tile id="11">
  <properties>
   <property name="name" value="Pantry"/>
   <property name="tile" value="room_11"/>
  </properties>
 </tile>
 <tile id="12">
  <properties>
   <property name="name" value="Restroom"/>
   <property name="tile" value="room_12"/>
  </properties>
 </tile>
 <tile id="13">
  <properties>
   <property name="name" value="Locker Room"/>
   <property name="tile" value="room_13"/>
  </properties>
 </tile>
 <tile id="14">
  <properties>
   <property name="name" value="Server Room"/>
   <property name="tile" value="room_14"/>
  </properties>
 </tile>
 <tile id="15">
  <properties>
   <property name="name" value="Mail Room"/>
   <property name="tile" value="room_15"/>
  </properties>
 </tile>
 <tile id="16">
  <properties>
   <property name="name" value="Conference Room"/>
   <property name="tile" value="room_16"/>
  </properties>
 </tile>
 <tile id="17">
  <properties>
   <property name="name" value="Copy Room"/>
   <property name="tile" value="room_17"/>
  </properties>
 </tile>
 <tile id="18">
  <properties>
   <property name="name" value="Chapel"/>
   <property name="tile" value="room_18"/>
  </properties>
 </tile>
 <tile id="19">
  <properties>
   <property name="name" value="Gym"/>
   <property name="tile" value="room_19"/>
  </properties>
 </tile>
 <tile id="20">
  <properties>
   <property name="name" value="Infirmary"/>
   <property name="tile" value="room_20"/>
  </properties>
 </tile>
 <tile id="21">
  <properties>
   <property name="name" value="Waiting Room"/>
   <property name="tile" value="room_21"/>
  </properties>
 </tile>
 <tile id="22">
  <properties>
   <property name="name" value="Workshop"/>
   <property name="tile" value="room_22"/>
  </properties>
 </tile>
 <tile id="23">
  <properties>
   <property name="name" value="Garage"/>
   <property name="tile" value="room_23"/>
  </properties>
 </tile>
 <tile id="24">
  <properties>
   <property name="name" value="Loading Dock"/>
   <property name="tile" value="room_24"/>
  </properties>
 </tile>
 <tile id="25">
  <properties>
   <property name="name" value="Archive"/>
   <property name="tile" value="room_25"/>
  </properties>
 </tile>
 <tile id="26">
  <properties>
   <property name="name" value="Generator Room"/>
   <property name="tile" value="room_26"/>
  </properties>
 </tile>
 <tile id="27">
  <properties>
   <property name="name" value="Security Desk"/>
   <property name="tile" value="room_27"/>
  </properties>
 </tile>
 <tile id="28">
  <properties>
   <property name="name" value="Corridor"/>
   <property name="tile" value="room_28"/>
  </properties>
 </tile>
 <tile id="29">
  <properties>
   <property name="name" value="Hallway"/>
   <property name="tile" value="room_29"/>
  </properties>
 </tile>
 <tile id="30">
  <properties>
   <property name="name" value="Atrium"/>
   <property name="tile" value="room_30"/>
  </properties>
 </tile>
 <tile id="31">
  <properties>
   <property name="name" value="Library"/>
   <property name="tile" value="room_31"/>
  </properties>
 </tile>
 <tile id="32">
  <properties>
   <property name="name" value="Music Room"/>
   <property name="tile" value="room_32"/>
  </properties>
 </tile>
 <tile id="33">
  <properties>
   <property name="name" value="Nursery"/>
   <property name="tile" value="room_33"/>
  </properties>
 </tile>
 <tile id="34">
  <properties>
   <property name="name" value="Dormitory"/>
   <property name="tile" value="room_34"/>
  </properties>
 </tile>
 <tile id="35">
  <properties>
   <property name="name" value="Showers"/>
   <property name="tile" value="room_35"/>
  </properties>
 </tile>
 <tile id="36">
  <properties>
   <property name="name" value="Furnace Room"/>
   <property name="tile" value="room_36"/>
  </properties>
 </tile>
 <tile id="37">
  <properties>
   <property name="name" value="Pump Room"/>
   <property name="tile" value="room_37"/>
  </properties>
 </tile>
 <tile id="38">
  <properties>
   <property name="name" value="Elevator Lobby"/>
   <property name="tile" value="room_38"/>
  </properties>
 </tile>
 <tile id="39">
  <properties>
   <property name="name" value="Attic Stairs"/>
   <property name="tile" value="room_39"/>
  </properties>
 </tile>
 <tile id="40">
  <properties>
   <property name="name" value="Trophy Room"/>
   <property name="tile" value="room_40"/>
  </properties>
 </tile>
 <tile id="41">
  <properties>
   <property name="name" value="Day Room"/>
   <property name="tile" value="room_41"/>
  </properties>
 </tile>
 <tile id="42">
  <properties>
   <property name="name" value="Supply Room"/>
   <property name="tile" value="room_42"/>
  </properties>
 </tile>
 <tile id="43">
  <properties>
   <property name="name" value="Lab"/>
   <property name="tile" value="lab_a"/>
  </properties>
 </tile>
 <tile id="44">
  <properties>
   <property name="name" value="Lab"/>
   <property name="tile" value="lab_b"/>
  </properties>
 </tile>
 <tile id="45">
  <properties>
   <property name="name" value="Front Hall"/>
   <property name="tile" value="start_0"/>
  </properties>
 </tile>
 <tile id="46">
  <properties>
   <property name="name" value="Cloakroom"/>
   <property name="tile" value="start_1"/>
  </properties>
 </tile>
 <tile id="47">
  <properties>
   <property name="name" value="Reception"/>
   <property name="tile" value="start_2"/>
  </properties>
 </tile>
 <tile id="48">
  <properties>
   <property name="name" value="Coat Check"/>
   <property name="tile" value="start_3"/>
  </properties>
 </tile>
 <tile id="49">
  <properties>
   <property name="name" value="Side Hall"/>
   <property name="tile" value="start_4"/>
  </properties>
 </tile>
 <tile id="50">
  <properties>
   <property name="name" value="Main Exit"/>
   <property name="tile" value="exit_main"/>
  </properties>
 </tile>
 <tile id="51">
  <properties>
   <property name="name" value="Fire Escape (chained)"/>
   <property name="tile" value="exit_1"/>
  </properties>
 </tile>
 <tile id="52">
  <properties>
   <property name="name" value="Back Hall"/>
   <property name="tile" value="exit_2"/>
  </properties>
 </tile>
 <tile id="53">
  <properties>
   <property name="name" value="Freight Lift (dead)"/>
   <property name="tile" value="exit_3"/>
  </properties>
 </tile>
 <tile id="54">
  <properties>
   <property name="name" value="Staff Exit (bricked up)"/>
   <property name="tile" value="exit_4"/>
  </properties>
 </tile>
 <tile id="55">
  <properties>
   <property name="name" value="Face down"/>
   <property name="tile" value="back"/>
  </properties>
 </tile>
 <tile id="56">
  <properties>
   <property name="name" value="Inaccessible"/>
   <property name="tile" value="inaccessible"/>
  </properties>
 </tile>
</tileset>
