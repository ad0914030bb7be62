a = obj.list[5]
