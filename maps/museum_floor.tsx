<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="museum_floor" tilewidth="40" tileheight="40" tilecount="1296" columns="48">
 <image source="../art/boards/museum_floor.png" width="1920" height="1080"/>
</tileset>
