r    =  strrev(3.25  <= nums[0]  ?"b"    : upper("a,b,,c"))
