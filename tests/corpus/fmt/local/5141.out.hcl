tuple       = [for x in obj.list : x * 2]
tuple_kv    = [for i, x in obj.list : i + x]
object      = { for k, v in m : v => k }
filter      = [for x in obj.list : x if x > 10]
group       = { for i in items : i.name => i.tags... }
group_dups  = { for x in ["a", "b", "a"] : x => x... }
from_object = [for k, v in obj : k]
nested      = [for x in [1, 2] : [for y in [3, 4] : x * y]]
cond_value  = { for x in ["a"] : x => x == "a" ? 1 : 2 }
