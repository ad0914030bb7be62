a = "%{if x}a%{endif"
