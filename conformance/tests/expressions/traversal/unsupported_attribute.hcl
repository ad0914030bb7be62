a = obj.zzz
