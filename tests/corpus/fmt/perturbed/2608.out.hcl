r = regex("\\Q\\E*", "aaa")
