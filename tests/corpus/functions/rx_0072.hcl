r = regex("(|a)*", "aaa")
