r = obj.tags
