r = regex("^h(.)l", s)
