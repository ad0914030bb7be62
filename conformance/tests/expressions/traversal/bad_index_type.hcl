a = obj.list[true]
