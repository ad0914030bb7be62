r=    hasindex(nums,9)
