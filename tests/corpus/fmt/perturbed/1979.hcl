r=obj.nope
