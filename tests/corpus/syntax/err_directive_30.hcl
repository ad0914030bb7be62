a = "%{if x}a%{endif extra stuff}"
