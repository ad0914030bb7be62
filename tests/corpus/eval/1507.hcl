r = obj.tags.env + 1
