r = !(true) ? formatdate("YYYY-MM-DD", "2024-02-29T13:04:05Z") : { for x in objs.*.name : x => x... }
