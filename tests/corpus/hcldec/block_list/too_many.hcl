item {}
item {}
item {}
item {}
