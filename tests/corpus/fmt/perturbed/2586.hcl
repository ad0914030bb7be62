r= regex("\\p{Han}", "aaa")
