<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="just_run_pieces" tilewidth="112" tileheight="112" tilecount="24" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="piece" value="door_door"/>
  </properties>
  <image width="112" height="56" source="../art/just_run/door_door.png"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="piece" value="door_open"/>
  </properties>
  <image width="112" height="56" source="../art/just_run/door_open.png"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="piece" value="door_locked"/>
  </properties>
  <image width="112" height="56" source="../art/just_run/door_locked.png"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="piece" value="door_blocked"/>
  </properties>
  <image width="112" height="56" source="../art/just_run/door_blocked.png"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="piece" value="door_bashed"/>
  </properties>
  <image width="112" height="56" source="../art/just_run/door_bashed.png"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="piece" value="door_barricade"/>
  </properties>
  <image width="112" height="56" source="../art/just_run/door_barricade.png"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="piece" value="door_fire_barricade"/>
  </properties>
  <image width="112" height="56" source="../art/just_run/door_fire_barricade.png"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="piece" value="zombie"/>
  </properties>
  <image width="64" height="64" source="../art/just_run/zombie.png"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="piece" value="horde"/>
  </properties>
  <image width="112" height="112" source="../art/just_run/horde.png"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="piece" value="survivor_0"/>
  </properties>
  <image width="72" height="72" source="../art/just_run/survivor_0.png"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="piece" value="survivor_1"/>
  </properties>
  <image width="72" height="72" source="../art/just_run/survivor_1.png"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="piece" value="survivor_2"/>
  </properties>
  <image width="72" height="72" source="../art/just_run/survivor_2.png"/>
 </tile>
 <tile id="12">
  <properties>
   <property name="piece" value="survivor_3"/>
  </properties>
  <image width="72" height="72" source="../art/just_run/survivor_3.png"/>
 </tile>
 <tile id="13">
  <properties>
   <property name="piece" value="survivor_4"/>
  </properties>
  <image width="72" height="72" source="../art/just_run/survivor_4.png"/>
 </tile>
 <tile id="14">
  <properties>
   <property name="piece" value="survivor_5"/>
  </properties>
  <image width="72" height="72" source="../art/just_run/survivor_5.png"/>
 </tile>
 <tile id="15">
  <properties>
   <property name="piece" value="rescuee"/>
  </properties>
  <image width="72" height="72" source="../art/just_run/rescuee.png"/>
 </tile>
 <tile id="16">
  <properties>
   <property name="piece" value="first_player"/>
  </properties>
  <image width="56" height="56" source="../art/just_run/first_player.png"/>
 </tile>
 <tile id="17">
  <properties>
   <property name="piece" value="token_noise"/>
  </properties>
  <image width="48" height="48" source="../art/just_run/token_noise.png"/>
 </tile>
 <tile id="18">
  <properties>
   <property name="piece" value="token_disaster"/>
  </properties>
  <image width="48" height="48" source="../art/just_run/token_disaster.png"/>
 </tile>
 <tile id="19">
  <properties>
   <property name="piece" value="token_dropped"/>
  </properties>
  <image width="48" height="48" source="../art/just_run/token_dropped.png"/>
 </tile>
 <tile id="20">
  <properties>
   <property name="piece" value="token_cure"/>
  </properties>
  <image width="48" height="48" source="../art/just_run/token_cure.png"/>
 </tile>
 <tile id="21">
  <properties>
   <property name="piece" value="token_dead_zombie"/>
  </properties>
  <image width="48" height="48" source="../art/just_run/token_dead_zombie.png"/>
 </tile>
 <tile id="22">
  <properties>
   <property name="piece" value="token_body"/>
  </properties>
  <image width="48" height="48" source="../art/just_run/token_body.png"/>
 </tile>
 <tile id="23">
  <properties>
   <property name="piece" value="token_exit_card"/>
  </properties>
  <image width="48" height="48" source="../art/just_run/token_exit_card.png"/>
 </tile>
</tileset>
