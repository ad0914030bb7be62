r =obj.tags
