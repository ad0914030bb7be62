req        = "r"
s          = "hi ${who}"
n          = num * 21
b          = num > 1
a          = obj.b
ls         = list
mn         = { a = 1, b = num }
st         = ["b", "a", "b"]
ob         = { x = 1, y = [true] }
tu         = ["a", 1, false]
other-name = 7
