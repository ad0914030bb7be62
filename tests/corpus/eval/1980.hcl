r = "%{if nums[7] > 1}${s}%{else}%{endif}"
