item{}
item {}

item{}
item {}

