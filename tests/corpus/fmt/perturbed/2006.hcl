r=distinct(distinct (setproduct()))
