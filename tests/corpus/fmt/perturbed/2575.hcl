r= regex("\\x41","aaa")
