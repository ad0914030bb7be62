r = distinct(distinct(setproduct()))
