r    =    can("-3"    +f)    ||    hasindex(nums,9)
