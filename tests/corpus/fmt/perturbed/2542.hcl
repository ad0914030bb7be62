r =  regex("[a-",    "aaa")
