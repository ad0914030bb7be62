r = merge() == []
