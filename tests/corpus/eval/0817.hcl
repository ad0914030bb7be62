r = obj.tags.nope
