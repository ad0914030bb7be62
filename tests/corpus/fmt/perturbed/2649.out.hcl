item {}
item {}

item {}
item {}

