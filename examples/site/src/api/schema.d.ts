// Generated from the server's public OpenAPI document by examples/site/scripts/client.ts:
// run `npm run site:client` after changing the public API. Do not edit.
export interface paths {
    "/api/public/inquiries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The website contact form: stores an inquiry with status new */
        post: operations["submitInquiry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/coupons/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a coupon code applies to a course, and the price after it */
        post: operations["checkCoupon"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Prices a course for a customer and opens a Stripe Checkout page to pay it */
        post: operations["startCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/site": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The whole site: every section and the company records */
        get: operations["getPublicSite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/team-members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The team members section's items */
        get: operations["getPublicTeamMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The faqs section's items */
        get: operations["getPublicFaqs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/mentors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mentors section's items */
        get: operations["getPublicMentors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/mentor-features": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The mentor features section's items */
        get: operations["getPublicMentorFeatures"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/company-logos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company logos section's items */
        get: operations["getPublicCompanyLogos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/advantage-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The advantage stats section's items */
        get: operations["getPublicAdvantageStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/testimonials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The testimonials section's items */
        get: operations["getPublicTestimonials"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/trustpilot-reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The trustpilot reviews section's items */
        get: operations["getPublicTrustpilotReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The stats section's items */
        get: operations["getPublicStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/values": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The values section's items */
        get: operations["getPublicValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The milestones section's items */
        get: operations["getPublicMilestones"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/upcoming-skills": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The upcoming skills section's items */
        get: operations["getPublicUpcomingSkills"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/success-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The success stats section's items */
        get: operations["getPublicSuccessStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/company-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company info: contacts, roles, statistics, FAQ */
        get: operations["getPublicCompanyInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/contact-data": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The offices and the contact page's details */
        get: operations["getPublicContactData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/highlighted-countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The countries the site highlights */
        get: operations["getPublicHighlightedCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The courses, in pages, by category */
        get: operations["getPublicCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/courses/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course's page: its details and pricing plan */
        get: operations["getPublicCoursesBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/blogs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog's posts, in pages, by tag or category */
        get: operations["getPublicBlogs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/blogs/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A blog post, its Markdown and its safe HTML */
        get: operations["getPublicBlogsBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the courses and blog posts, best match first */
        get: operations["searchPublicContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sitemap of the site's course and blog pages */
        get: operations["getPublicSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public/blogs/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The blog's latest posts as an RSS 2.0 feed */
        get: operations["getPublicBlogFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        PublicCourseCard: {
            slug: string;
            title: string;
            category: string;
            badge: string;
            description: string;
            duration: string;
            price: number | null;
            originalPrice: number | null;
            /** @enum {string} */
            currency: "GBP";
            /** @enum {string} */
            accent: "edtech-green" | "edtech-orange" | "edtech-red";
            icon: {
                name: string;
                path: string | null;
            } | null;
            image: string | null;
            imageSize: {
                width: number;
                height: number;
                srcset: string;
            } | null;
            featured: boolean;
            popular: boolean;
            updatedAt: string;
        };
        PublicCourse: {
            slug: string;
            title: string;
            category: string;
            badge: string;
            description: string;
            duration: string;
            price: number | null;
            originalPrice: number | null;
            /** @enum {string} */
            currency: "GBP";
            /** @enum {string} */
            accent: "edtech-green" | "edtech-orange" | "edtech-red";
            icon: {
                name: string;
                path: string | null;
            } | null;
            image: string | null;
            imageSize: {
                width: number;
                height: number;
                srcset: string;
            } | null;
            featured: boolean;
            popular: boolean;
            updatedAt: string;
            extra: string;
            details: {
                overview: string;
                prerequisites: string;
                features: {
                    icon: string;
                    title: string;
                    description: string;
                }[];
                curriculum: {
                    module: string;
                    duration: string;
                    topics: {
                        topic: string;
                        subtopics: string[];
                    }[];
                }[];
                tools: {
                    name: string;
                    icon: string;
                }[];
                testimonials: {
                    name: string;
                    role: string;
                    avatar: string;
                    rating: number;
                    content: string;
                    color: string;
                }[];
                successStats: {
                    label: string;
                    value: string;
                    color: string;
                }[];
                pricing: {
                    current: string;
                    original: string;
                    discount: string;
                    deadline: string;
                    features: {
                        text: string;
                        icon: string;
                    }[];
                };
                courseInfo: {
                    startDate: string;
                    format: string;
                    support: string;
                    studentsEnrolled: string;
                };
                trustIndicators: {
                    rating: string;
                    reviewCount: string;
                    testimonialPreview: {
                        text: string;
                        author: string;
                    };
                };
            } | null;
            pricing: {
                name: string;
                category: string;
                originalPrice: number;
                currentPrice: number;
                installmentPrice: number;
                installmentMonths: number;
                discount: string;
                duration: string;
                extra: string;
                description: string;
                features: string[];
                highlighted: boolean;
                popular: boolean;
                /** @enum {string} */
                accent: "edtech-green" | "edtech-orange" | "edtech-red" | "edtech-blue";
                badge: string;
                cta: string;
                /** @enum {string} */
                currency: "GBP";
            } | null;
            seo: {
                title: string;
                description: string;
                image: string | null;
                canonical: string | null;
                noindex: boolean;
            };
        };
        PublicBlogCard: {
            slug: string;
            title: string;
            excerpt: string;
            author: {
                name: string;
                role: string;
                avatar: string | null;
            };
            category: string;
            tags: string[];
            publishedAt: string;
            readTime: number;
            featured: boolean;
            image: string | null;
            updatedAt: string;
            imageSize: {
                width: number;
                height: number;
                srcset: string;
            } | null;
        };
        PublicBlogPost: {
            slug: string;
            title: string;
            excerpt: string;
            author: {
                name: string;
                role: string;
                avatar: string | null;
            };
            category: string;
            tags: string[];
            publishedAt: string;
            readTime: number;
            featured: boolean;
            image: string | null;
            updatedAt: string;
            imageSize: {
                width: number;
                height: number;
                srcset: string;
            } | null;
            content: string;
            contentHtml: string;
            seo: {
                title: string;
                description: string;
                image: string | null;
                canonical: string | null;
                noindex: boolean;
            };
        };
        PublicSearchHit: {
            /** @enum {string} */
            type: "course" | "post";
            slug: string;
            title: string;
            category: string;
            highlight: string;
            rank: number;
            image: string | null;
            publishedAt: string | null;
        };
        Pagination: {
            page: number;
            limit: number;
            total: number;
            totalPages: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    submitInquiry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    phone?: string;
                    /**
                     * @default contact_form
                     * @enum {string}
                     */
                    type?: "contact_form" | "strategy_call" | "course_inquiry" | "general_inquiry" | "bootcamp";
                    subject: string;
                    message: string;
                    course?: string;
                    source?: string;
                    website?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message: string;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    checkCoupon: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    course: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            valid: boolean;
                            code: string;
                            /** @enum {string|null} */
                            reason: "invalid" | "unknown" | "inactive" | "expired" | "used_up" | "not_for_course" | "below_minimum" | null;
                            message: string;
                            originalPrice: number | null;
                            discount: number;
                            finalPrice: number | null;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    startCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    course: string;
                    /** @enum {string} */
                    plan: "full" | "installment";
                    coupon?: string;
                    customer: {
                        name: string;
                        email: string;
                        phone?: string;
                    };
                    successUrl: string;
                    cancelUrl: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            url: string;
                            orderId: string;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicSite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            sections: {
                                teamMembers: {
                                    name: string;
                                    role: string;
                                    bio: string;
                                    image: string | null;
                                    linkedin?: string | null;
                                    twitter?: string | null;
                                    imageSize: {
                                        width: number;
                                        height: number;
                                        srcset: string;
                                    } | null;
                                    updatedAt: string;
                                }[];
                                faqs: {
                                    id: number;
                                    question: string;
                                    answer: string;
                                    updatedAt: string;
                                }[];
                                mentors: {
                                    id: string;
                                    name: string;
                                    role: string;
                                    company: string;
                                    image: string | null;
                                    /** @enum {string} */
                                    accent: "blue" | "orange" | "green";
                                    imageSize: {
                                        width: number;
                                        height: number;
                                        srcset: string;
                                    } | null;
                                    updatedAt: string;
                                }[];
                                mentorFeatures: {
                                    icon: string;
                                    title: string;
                                    description: string;
                                    updatedAt: string;
                                }[];
                                companyLogos: {
                                    name: string;
                                    logo: string | null;
                                    logoSize: {
                                        width: number;
                                        height: number;
                                        srcset: string;
                                    } | null;
                                    updatedAt: string;
                                }[];
                                advantageStats: {
                                    id: string;
                                    title: string;
                                    value: string;
                                    label: string;
                                    description: string;
                                    dots: number;
                                    /** @enum {string} */
                                    accent: "blue" | "orange" | "green" | "red";
                                    updatedAt: string;
                                }[];
                                testimonials: {
                                    id: string;
                                    name: string;
                                    role: string;
                                    company?: string | null;
                                    rating: number;
                                    review: string;
                                    category: string;
                                    /** @enum {string} */
                                    accent: "blue" | "orange" | "green" | "red";
                                    photo: string | null;
                                    photoSize: {
                                        width: number;
                                        height: number;
                                        srcset: string;
                                    } | null;
                                    updatedAt: string;
                                }[];
                                trustpilotReviews: {
                                    id: string;
                                    name: string;
                                    avatar: string | null;
                                    location: string;
                                    /** @default 1 */
                                    reviewCount: number;
                                    rating: number;
                                    title: string;
                                    review: string;
                                    reviewDate: string;
                                    /** @default true */
                                    verified: boolean;
                                    avatarSize: {
                                        width: number;
                                        height: number;
                                        srcset: string;
                                    } | null;
                                    updatedAt: string;
                                }[];
                                stats: {
                                    number: string;
                                    label: string;
                                    /** @enum {string} */
                                    color: "edtech-green" | "edtech-orange" | "edtech-red" | "edtech-blue";
                                    updatedAt: string;
                                }[];
                                values: {
                                    title: string;
                                    description: string;
                                    /** @default M13 10V3L4 14h7v7l9-11h-7z */
                                    iconPath: string;
                                    updatedAt: string;
                                }[];
                                milestones: {
                                    year: string;
                                    title: string;
                                    description: string;
                                    updatedAt: string;
                                }[];
                                upcomingSkills: {
                                    id: string;
                                    name: string;
                                    /** @enum {string} */
                                    category: "programming" | "design" | "marketing" | "business" | "data" | "other";
                                    demand: string;
                                    growth: string;
                                    icon: string;
                                    /** @enum {string} */
                                    accent: "blue" | "green" | "orange" | "red" | "purple";
                                    updatedAt: string;
                                }[];
                                successStats: {
                                    value: string;
                                    label: string;
                                    updatedAt: string;
                                }[];
                            };
                            companyInfo: {
                                whatsappNumber: string;
                                supportEmail: string;
                                heroRoles: string[];
                                carouselRoles: string[];
                                marketingStats: {
                                    number: string;
                                    label: string;
                                }[];
                                whatsappQuickMessages: string[];
                                pricingFaq: {
                                    id: number;
                                    question: string;
                                    answer: string;
                                }[];
                                courseBenefitsComparison: {
                                    feature: string;
                                    description: string;
                                    us: string;
                                    others: string;
                                }[];
                                socialMedia: {
                                    facebook: string;
                                    instagram: string;
                                    linkedin: string;
                                };
                            } | null;
                            contactData: {
                                offices: {
                                    name: string;
                                    address: string;
                                    phone: string;
                                    email?: string;
                                    mapUrl?: string;
                                }[];
                                responseTime: string;
                                mapEmbedUrl: string;
                            } | null;
                            highlightedCountries: string[];
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicTeamMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            name: string;
                            role: string;
                            bio: string;
                            image: string | null;
                            linkedin?: string | null;
                            twitter?: string | null;
                            imageSize: {
                                width: number;
                                height: number;
                                srcset: string;
                            } | null;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicFaqs: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            id: number;
                            question: string;
                            answer: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicMentors: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            id: string;
                            name: string;
                            role: string;
                            company: string;
                            image: string | null;
                            /** @enum {string} */
                            accent: "blue" | "orange" | "green";
                            imageSize: {
                                width: number;
                                height: number;
                                srcset: string;
                            } | null;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicMentorFeatures: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            icon: string;
                            title: string;
                            description: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicCompanyLogos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            name: string;
                            logo: string | null;
                            logoSize: {
                                width: number;
                                height: number;
                                srcset: string;
                            } | null;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicAdvantageStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            id: string;
                            title: string;
                            value: string;
                            label: string;
                            description: string;
                            dots: number;
                            /** @enum {string} */
                            accent: "blue" | "orange" | "green" | "red";
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicTestimonials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            id: string;
                            name: string;
                            role: string;
                            company?: string | null;
                            rating: number;
                            review: string;
                            category: string;
                            /** @enum {string} */
                            accent: "blue" | "orange" | "green" | "red";
                            photo: string | null;
                            photoSize: {
                                width: number;
                                height: number;
                                srcset: string;
                            } | null;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicTrustpilotReviews: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            id: string;
                            name: string;
                            avatar: string | null;
                            location: string;
                            /** @default 1 */
                            reviewCount: number;
                            rating: number;
                            title: string;
                            review: string;
                            reviewDate: string;
                            /** @default true */
                            verified: boolean;
                            avatarSize: {
                                width: number;
                                height: number;
                                srcset: string;
                            } | null;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            number: string;
                            label: string;
                            /** @enum {string} */
                            color: "edtech-green" | "edtech-orange" | "edtech-red" | "edtech-blue";
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicValues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            title: string;
                            description: string;
                            /** @default M13 10V3L4 14h7v7l9-11h-7z */
                            iconPath: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicMilestones: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            year: string;
                            title: string;
                            description: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicUpcomingSkills: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            id: string;
                            name: string;
                            /** @enum {string} */
                            category: "programming" | "design" | "marketing" | "business" | "data" | "other";
                            demand: string;
                            growth: string;
                            icon: string;
                            /** @enum {string} */
                            accent: "blue" | "green" | "orange" | "red" | "purple";
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicSuccessStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            value: string;
                            label: string;
                            updatedAt: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicCompanyInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            whatsappNumber: string;
                            supportEmail: string;
                            heroRoles: string[];
                            carouselRoles: string[];
                            marketingStats: {
                                number: string;
                                label: string;
                            }[];
                            whatsappQuickMessages: string[];
                            pricingFaq: {
                                id: number;
                                question: string;
                                answer: string;
                            }[];
                            courseBenefitsComparison: {
                                feature: string;
                                description: string;
                                us: string;
                                others: string;
                            }[];
                            socialMedia: {
                                facebook: string;
                                instagram: string;
                                linkedin: string;
                            };
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicContactData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            offices: {
                                name: string;
                                address: string;
                                phone: string;
                                email?: string;
                                mapUrl?: string;
                            }[];
                            responseTime: string;
                            mapEmbedUrl: string;
                        } | null;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicHighlightedCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: string[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicCourses: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: "catalogue" | "title" | "price-asc" | "price-desc" | "newest";
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: components["schemas"]["PublicCourseCard"][];
                        pagination: components["schemas"]["Pagination"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicCoursesBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: components["schemas"]["PublicCourse"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicBlogs: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                sort?: "newest" | "oldest" | "title";
                tag?: string;
                category?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            items: components["schemas"]["PublicBlogCard"][];
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            /** @enum {boolean} */
                            totalCapped?: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicBlogsBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: components["schemas"]["PublicBlogPost"];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    searchPublicContent: {
        parameters: {
            query: {
                q: string;
                type?: "course" | "post";
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        message?: string;
                        data: {
                            items: components["schemas"]["PublicSearchHit"][];
                            total: number;
                            page: number;
                            limit: number;
                            totalPages: number;
                            /** @enum {boolean} */
                            totalCapped?: true;
                        };
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An XML document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
    getPublicBlogFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An XML document */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: false;
                        message: string;
                        /** @enum {string} */
                        code: "VALIDATION_ERROR" | "UNAUTHENTICATED" | "FORBIDDEN" | "NOT_FOUND" | "CONFLICT" | "STALE" | "REQUEST_TIMEOUT" | "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE" | "TOO_MANY_REQUESTS" | "INTERNAL_ERROR" | "SERVICE_UNAVAILABLE";
                        issues?: {
                            path: string;
                            message: string;
                        }[];
                    };
                };
            };
        };
    };
}
