r = !fl ? true || obj.enabled : t || "yes" || false ? title(coalesce("", (<<X
${~s~}  tail
X
))) : element(nested[0], 7) == 1 - 1e3 ? nums[0] : try(nums[*] + 1, nums[1])
