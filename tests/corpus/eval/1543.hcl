r = !(fl) ? 1E2 * nums[0] : "1e2" + tiny
