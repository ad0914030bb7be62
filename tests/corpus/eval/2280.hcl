r = obj.nam
