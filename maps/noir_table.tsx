<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.8" tiledversion="1.8.2" name="noir_table" tilewidth="40" tileheight="40" tilecount="40" columns="8">
 <image source="../art/boards/noir_table.png" width="320" height="200"/>
</tileset>
