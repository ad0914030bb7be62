r  =  reverse(chunklist([tiny -   nums.2],1))
