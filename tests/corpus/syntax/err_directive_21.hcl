a = "%{if x"
