a = "%{if x}a%{endif y}"
