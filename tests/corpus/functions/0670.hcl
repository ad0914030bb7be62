r = replace("hello", "/(h)(e)/", "$2$1")
