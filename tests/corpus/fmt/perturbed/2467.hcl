r=  split("Hello World",  "17")
