a = "%{if x}${a b}"
