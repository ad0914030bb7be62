r = regex  ("\\400",  "aaa")
