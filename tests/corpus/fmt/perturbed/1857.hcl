r=obj.tags.nope
