r = obj.tags["env"]
