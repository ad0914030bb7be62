r = [tostring(obj.tags.env), join(", ", objs[*].name)]
