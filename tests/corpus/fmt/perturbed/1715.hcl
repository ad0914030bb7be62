r= nums
