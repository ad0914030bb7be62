a    =obj.zzz

