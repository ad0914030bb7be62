a = obj.zzz

