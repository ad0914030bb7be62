req = obj.zz
