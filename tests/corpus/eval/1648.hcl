r = false && deep.a == {} ? false : t && t
