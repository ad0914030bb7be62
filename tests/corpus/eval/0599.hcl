r = merge() == null
